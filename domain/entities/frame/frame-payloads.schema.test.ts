import { describe, expect, expectTypeOf, it } from 'vitest';
import { SOCIAL_PROVIDERS } from '../constants.js';
import {
  frameEmailSchema,
  frameRequestPayloadSchemas,
  frameSuccessPayloadSchemas,
  socialProviderSchema,
  themeModeSchema,
  type FrameRequestPayload,
  type FrameSuccessPayload,
} from './frame-payloads.schema.js';
import { frameRequestTypes } from './frame-request-types.js';

const user = { address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', chainId: 1 };

describe('frame email', () => {
  it.each(['a@b.co', 'first.last+tag@mail.example.org', "o'brien@x-y.io", 'A_B-c@EXAMPLE.COM', '1@2.ab'])(
    'accepts %j',
    (email) => {
      expect(frameEmailSchema.safeParse(email).success).toBe(true);
    },
  );

  it.each([
    '',
    'plain',
    '@example.com',
    'a@',
    'a@b',
    'a@b.c',
    'a@b.c0',
    'a@@b.co',
    '.a@b.co',
    'a.@b.co',
    'a..b@b.co',
    "a'@b.co",
    'a b@b.co',
    ' a@b.co',
    'a@b.co ',
    'a@-b.co',
    'a@b..co',
    'a@[127.0.0.1]',
    '"a"@b.co',
  ])('rejects %j', (email) => {
    expect(frameEmailSchema.safeParse(email).success).toBe(false);
  });

  it.each(['CONNECT_EMAIL', 'UPDATE_EMAIL'] as const)('%s needs a valid email', (type) => {
    expect(frameRequestPayloadSchemas[type].safeParse({ email: 'a@b.co' }).success).toBe(true);
    expect(frameRequestPayloadSchemas[type].safeParse({ email: 'nope' }).success).toBe(false);
    expect(frameRequestPayloadSchemas[type].safeParse({}).success).toBe(false);
  });

  it('the new email the frame reports must be valid', () => {
    expect(frameSuccessPayloadSchemas.UPDATE_EMAIL_SECONDARY_OTP.parse({ newEmail: 'a@b.co' })).toEqual({ newEmail: 'a@b.co' });
    expect(frameSuccessPayloadSchemas.UPDATE_EMAIL_SECONDARY_OTP.safeParse({ newEmail: 'a@b' }).success).toBe(false);
  });
});

describe('OTP payloads', () => {
  it.each(['CONNECT_OTP', 'UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_SECONDARY_OTP'] as const)(
    '%s takes a string otp',
    (type) => {
      expect(frameRequestPayloadSchemas[type].parse({ otp: '123456' })).toEqual({ otp: '123456' });
      expect(frameRequestPayloadSchemas[type].safeParse({ otp: 123456 }).success).toBe(false);
      expect(frameRequestPayloadSchemas[type].safeParse(undefined).success).toBe(false);
    },
  );
});

describe('social provider and theme mode', () => {
  it('social providers are exactly google, github, apple, facebook, x, discord', () => {
    expect(socialProviderSchema.options).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord']);
    expect(socialProviderSchema.options).toEqual([...SOCIAL_PROVIDERS]);
    expect(frameRequestPayloadSchemas.GET_SOCIAL_REDIRECT_URI.safeParse({ provider: 'farcaster' }).success).toBe(false);
    expect(frameRequestPayloadSchemas.GET_SOCIAL_REDIRECT_URI.safeParse({ provider: 'Google' }).success).toBe(false);
    expect(frameRequestPayloadSchemas.GET_SOCIAL_REDIRECT_URI.parse({ provider: 'x' })).toEqual({ provider: 'x' });
  });

  it('theme mode is light or dark, and optional', () => {
    expect(themeModeSchema.options).toEqual(['light', 'dark']);
    const schema = frameRequestPayloadSchemas.SYNC_THEME;
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ themeMode: 'dark', themeVariables: { '--wp-accent': '#f00', '--wp-radius': 4 } })).toEqual({
      themeMode: 'dark',
      themeVariables: { '--wp-accent': '#f00', '--wp-radius': 4 },
    });
    expect(schema.safeParse({ themeMode: 'system' }).success).toBe(false);
    expect(schema.safeParse({ themeVariables: { a: true } }).success).toBe(false);
  });
});

describe('other request payloads', () => {
  it('requests without a payload send none', () => {
    for (const type of ['CONNECT_DEVICE', 'SIGN_OUT', 'RELOAD', 'RPC_ABORT', 'GET_CHAIN_ID', 'INIT_SMART_ACCOUNT'] as const) {
      expect(frameRequestPayloadSchemas[type].safeParse(undefined).success).toBe(true);
      expect(frameRequestPayloadSchemas[type].safeParse({}).success).toBe(false);
    }
  });

  it('switch network takes a chain number or string and an optional rpc url', () => {
    const schema = frameRequestPayloadSchemas.SWITCH_NETWORK;
    expect(schema.safeParse({ chainId: 1 }).success).toBe(true);
    expect(schema.safeParse({ chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', rpcUrl: 'https://rpc.example' }).success).toBe(true);
    expect(schema.safeParse({ chainId: 0 }).success).toBe(false);
    expect(schema.safeParse({ chainId: 1.5 }).success).toBe(false);
    expect(schema.safeParse({ chainId: '' }).success).toBe(false);
  });

  it('rpc request needs a method; params are free', () => {
    const schema = frameRequestPayloadSchemas.RPC_REQUEST;
    expect(schema.safeParse({ method: 'eth_chainId' }).success).toBe(true);
    expect(schema.safeParse({ method: 'personal_sign', params: ['0x', '0x1'], chainNamespace: 'eip155' }).success).toBe(true);
    expect(schema.safeParse({ method: '' }).success).toBe(false);
    expect(schema.safeParse({ method: 'x', chainNamespace: 'tron' }).success).toBe(false);
  });

  it('dapp data needs a project id; metadata is all-or-nothing', () => {
    const schema = frameRequestPayloadSchemas.SYNC_DAPP_DATA;
    expect(schema.safeParse({ projectId: 'abc' }).success).toBe(true);
    expect(schema.safeParse({}).success).toBe(false);
    expect(
      schema.safeParse({ projectId: 'abc', metadata: { name: 'a', description: 'b', url: 'https://a', icons: [] } }).success,
    ).toBe(true);
    expect(schema.safeParse({ projectId: 'abc', metadata: { name: 'a' } }).success).toBe(false);
  });

  it('preferred account is eoa or smartAccount', () => {
    const schema = frameRequestPayloadSchemas.SET_PREFERRED_ACCOUNT;
    expect(schema.safeParse({ type: 'eoa' }).success).toBe(true);
    expect(schema.safeParse({ type: 'smartAccount' }).success).toBe(true);
    expect(schema.safeParse({ type: 'payment' }).success).toBe(false);
  });

  it('social connect needs the result uri', () => {
    expect(frameRequestPayloadSchemas.CONNECT_SOCIAL.safeParse({ uri: 'https://secure.example/sdk?x' }).success).toBe(true);
    expect(frameRequestPayloadSchemas.CONNECT_SOCIAL.safeParse({}).success).toBe(false);
  });
});

describe('success payloads', () => {
  it('user: address and chain id required, the rest optional', () => {
    expect(frameSuccessPayloadSchemas.GET_USER.parse(user)).toEqual(user);
    const full = {
      ...user,
      email: 'a@b.co',
      userName: 'alice',
      accounts: [{ address: user.address, type: 'smartAccount' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: true,
    };
    expect(frameSuccessPayloadSchemas.CONNECT_SOCIAL.parse(full)).toEqual(full);
    expect(frameSuccessPayloadSchemas.GET_USER.safeParse({ chainId: 1 }).success).toBe(false);
    expect(frameSuccessPayloadSchemas.GET_USER.safeParse({ address: user.address }).success).toBe(false);
    expect(
      frameSuccessPayloadSchemas.GET_USER.safeParse({ ...user, accounts: [{ address: user.address, type: 'x' }] }).success,
    ).toBe(false);
  });

  it.each([
    ['CONNECT_EMAIL', { action: 'VERIFY_DEVICE' }, { action: 'VERIFY_PRIMARY_OTP' }],
    ['UPDATE_EMAIL', { action: 'VERIFY_SECONDARY_OTP' }, { action: 'CONNECT' }],
    ['IS_CONNECTED', { isConnected: false }, { isConnected: 'false' }],
    ['GET_CHAIN_ID', { chainId: 137 }, {}],
    ['SWITCH_NETWORK', { chainId: 'eip155:1' }, { chainId: null }],
    ['GET_SOCIAL_REDIRECT_URI', { uri: 'https://accounts.example/auth' }, { uri: '' }],
    ['GET_FARCASTER_URI', { url: 'https://warpcast.example/x' }, {}],
    ['CONNECT_FARCASTER', { userName: 'alice' }, { username: 'alice' }],
    ['GET_SMART_ACCOUNT_ENABLED_NETWORKS', { smartAccountEnabledNetworks: [1, 8453] }, { smartAccountEnabledNetworks: ['1'] }],
    ['INIT_SMART_ACCOUNT', { address: '0x1', isDeployed: true }, { address: '0x1' }],
    ['SET_PREFERRED_ACCOUNT', { type: 'eoa', address: '0x1' }, { type: 'eoa' }],
  ] as const)('%s accepts %j and rejects %j', (type, good, bad) => {
    expect(frameSuccessPayloadSchemas[type].safeParse(good).success).toBe(true);
    expect(frameSuccessPayloadSchemas[type].safeParse(bad).success).toBe(false);
  });

  it('answers with no payload read as undefined, whatever the frame sent', () => {
    for (const type of ['CONNECT_DEVICE', 'CONNECT_OTP', 'SIGN_OUT', 'SYNC_THEME', 'UPDATE_EMAIL_PRIMARY_OTP'] as const) {
      expect(frameSuccessPayloadSchemas[type].parse(undefined)).toBeUndefined();
      expect(frameSuccessPayloadSchemas[type].parse({ anything: 1 })).toBeUndefined();
    }
  });

  it('an RPC result passes through as is', () => {
    expect(frameSuccessPayloadSchemas.RPC_REQUEST.parse('0x1')).toBe('0x1');
  });
});

describe('schema maps', () => {
  it('cover every request type, in both directions', () => {
    expect(Object.keys(frameRequestPayloadSchemas).sort()).toEqual([...frameRequestTypes].sort());
    expect(Object.keys(frameSuccessPayloadSchemas).sort()).toEqual([...frameRequestTypes].sort());
  });

  it('type payloads per request', () => {
    expectTypeOf<FrameRequestPayload<'CONNECT_EMAIL'>>().toEqualTypeOf<{ email: string }>();
    expectTypeOf<FrameSuccessPayload<'IS_CONNECTED'>>().toEqualTypeOf<{ isConnected: boolean }>();
    expectTypeOf<FrameSuccessPayload<'SIGN_OUT'>>().toEqualTypeOf<undefined>();
  });
});
