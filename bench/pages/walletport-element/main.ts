/**
 * walletport's elements page (walletport/element): the walletport page's client (bench-client.ts), and a
 * <walletport-connect-button> in the HTML instead of React's provider and button. No React on the page.
 */
import { defineWalletportElements } from 'walletport/element';
import { createBenchClient } from '../bench-client.js';

defineWalletportElements(createBenchClient());
