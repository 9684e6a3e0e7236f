/**
 * Farcaster login's words and shapes shared by the frame and its server (docs/EMBEDDED-WALLET.md,
 * "Farcaster login").
 */
import { errorMessages } from '../../../domain/entities/errors/catalogue.js';

/** The one error a rejected, expired or invalid Farcaster sign-in answers (the page relies on it). */
export const FARCASTER_FAILED = errorMessages.FARCASTER_CONNECT_FAILED;

/** A Farcaster user is a social user of this provider; their subject is their FID. */
export const FARCASTER_PROVIDER = 'farcaster';

/** How often CONNECT_FARCASTER asks its server, and how long it waits in all (the page waits 120 s too). */
export const FARCASTER_POLL_MS = 500;
export const FARCASTER_WAIT_MS = 120_000;

/** The server's answer to the frame's GET_FARCASTER_URI: the channel URL and the attempt's id. */
export type FarcasterUriAnswer = { url: string; farcasterId: string };

/** The server's answer while CONNECT_FARCASTER polls. */
export type FarcasterConnectAnswer = { state: 'pending' } | { state: 'completed'; token: string; userName: string };

/** The answer of a secure site started without a Farcaster relay. */
export const FARCASTER_UNAVAILABLE = 'Farcaster login is not available on this secure site';
