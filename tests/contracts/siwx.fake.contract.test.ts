import { FakeSiwx } from '../fakes/siwx.fake.js';
import { runSiwxContract } from './siwx.contract.js';

runSiwxContract('FakeSiwx', {
  make: () => new FakeSiwx(),
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:31337',
  otherChainId: 'eip155:31338',
  sign: async (text) => `0x${Buffer.from(text).toString('hex').slice(0, 130)}`,
  forge: async () => 'bad',
});
