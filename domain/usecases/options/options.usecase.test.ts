import { describe, expect, it } from 'vitest';
import type { ProjectConfigResponse } from '../../entities/api/catalogue-api.schema.js';
import { isWalletportError } from '../../entities/errors/base.error.js';
import { RecordingLogger } from '../../../tests/fakes/recording-logger.fake.js';
import { FakeWalletCatalogue } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import type { FeatureOptions, OptionsNetwork, WalletportOptions } from './options.js';
import { OptionsUseCase, ignoredFeaturesWarning } from './options.usecase.js';
import { parseOptions } from './parseOptions.js';

const mainnet = { caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum' } as const;
const remoteConfig: ProjectConfigResponse = {
  features: [
    { id: 'social_login', isEnabled: true, config: ['google', 'github'] },
    { id: 'swap', isEnabled: true, config: ['1inch'] },
  ],
};

function setup(options: Partial<WalletportOptions> & { features?: FeatureOptions } = {}, timeZone?: () => string) {
  const catalogue = new FakeWalletCatalogue({ projectConfig: remoteConfig });
  const logger = new RecordingLogger();
  const useCase = new OptionsUseCase<OptionsNetwork>({
    options: parseOptions<OptionsNetwork>({ projectId: 'p1', networks: [mainnet], ...options }),
    catalogue,
    logger,
    timeZone,
  });
  return { catalogue, logger, useCase };
}

describe('OptionsUseCase', () => {
  it('hides the on-ramp in a restricted time zone, locally and after the remote configuration turned it on', async () => {
    const onramp = { features: [{ id: 'onramp', isEnabled: true, config: null }] };
    const restricted = setup({ features: { onramp: true } }, () => 'Asia/Shanghai');
    expect(restricted.useCase.snapshot.features.onramp).toBe(false);
    restricted.catalogue.projectConfig = { features: [{ id: 'onramp', isEnabled: true, config: ['coinbase'] }] };
    await restricted.useCase.loadRemoteFeatures();
    expect(restricted.useCase.snapshot.features.onramp).toBe(false);

    const elsewhere = setup({ features: { onramp: true } }, () => 'Europe/Berlin');
    expect(elsewhere.useCase.snapshot.features.onramp).toBe(true);
    elsewhere.catalogue.projectConfig = onramp;
    await elsewhere.useCase.loadRemoteFeatures();
    expect(elsewhere.useCase.snapshot.features.onramp).toBe(true);
  });

  it('starts with the local features and nothing loaded', () => {
    const { useCase, catalogue } = setup({ features: { email: false } });
    expect(useCase.snapshot.remoteFeaturesLoaded).toBe(false);
    expect(useCase.snapshot.remoteFeaturesStatus).toBe('idle');
    expect(useCase.snapshot.features.email).toBe(false);
    expect(catalogue.calls.getProjectConfig).toBe(0);
  });

  it('applies the remote features and logs one warning naming every ignored local setting', async () => {
    const { useCase, logger } = setup({ features: { email: true, socials: ['x'], swaps: false, send: false } });
    const features = await useCase.loadRemoteFeatures();
    expect(features).toMatchObject({ email: false, socials: ['google', 'github'], swaps: true, onramp: false, send: false });
    expect(useCase.snapshot).toMatchObject({ remoteFeaturesLoaded: true, remoteFeaturesStatus: 'loaded', features });
    expect(useCase.snapshot.ignoredLocalFeatures).toEqual(['email', 'socials', 'swaps']);
    expect(logger.messages('warn')).toEqual([ignoredFeaturesWarning(['email', 'socials', 'swaps'])]);
    expect(logger.messages('warn')[0]).toBe(
      'Your local configuration for "email", "socials", "swaps" was ignored because a remote configuration was ' +
        'successfully fetched. Manage these features in your project dashboard instead.',
    );
    await useCase.loadRemoteFeatures();
    expect(logger.messages('warn')).toHaveLength(1);
  });

  it('logs no warning when no local setting was overridden', async () => {
    const { useCase, logger } = setup({ features: { send: false } });
    await useCase.loadRemoteFeatures();
    expect(logger.messages('warn')).toEqual([]);
  });

  it('keeps the local features when the request fails, logging at debug only', async () => {
    const { useCase, catalogue, logger } = setup({ features: { email: false, swaps: false } });
    catalogue.failProjectConfigWith = new Error('offline');
    const before = useCase.snapshot.features;
    await expect(useCase.loadRemoteFeatures()).resolves.toBe(before);
    expect(useCase.snapshot).toMatchObject({ remoteFeaturesLoaded: false, remoteFeaturesStatus: 'failed' });
    expect(useCase.snapshot.features).toBe(before);
    expect(logger.messages('warn')).toEqual([]);
    expect(logger.messages('error')).toEqual([]);
    expect(logger.messages('debug')).toHaveLength(1);
  });

  it('shares one request between concurrent calls', async () => {
    const { useCase, catalogue } = setup();
    const release = catalogue.holdProjectConfig();
    const first = useCase.loadRemoteFeatures();
    const second = useCase.loadRemoteFeatures();
    await flushMicrotasks();
    expect(useCase.snapshot.remoteFeaturesStatus).toBe('loading');
    release();
    expect(await first).toBe(await second);
    expect(catalogue.calls.getProjectConfig).toBe(1);
  });

  it('asks nothing in basic mode and keeps every remote feature off', async () => {
    const { useCase, catalogue } = setup({ basic: true, features: { email: true, swaps: true } });
    await useCase.loadRemoteFeatures();
    expect(catalogue.calls.getProjectConfig).toBe(0);
    expect(useCase.snapshot.remoteFeaturesStatus).toBe('skipped');
    expect(useCase.snapshot.features).toMatchObject({ email: false, socials: false, swaps: false, onramp: false });
  });

  describe('checkOrigin', () => {
    it('is skipped when neither email nor social login is on', async () => {
      const { useCase, catalogue } = setup({ features: { email: false, socials: false } });
      await expect(useCase.checkOrigin('https://evil.example')).resolves.toEqual({ status: 'skipped' });
      expect(catalogue.calls.getAllowedOrigins).toBe(0);
    });

    it('allows the defaults and the project list, refuses the rest', async () => {
      const { useCase, catalogue } = setup();
      catalogue.allowedOrigins = ['https://*.example.com'];
      await expect(useCase.checkOrigin('http://localhost:3000')).resolves.toEqual({ status: 'allowed' });
      await expect(useCase.checkOrigin('https://app.example.com')).resolves.toEqual({ status: 'allowed' });
      await expect(useCase.checkOrigin('https://evil.example')).resolves.toEqual({
        status: 'not-allowed',
        origin: 'https://evil.example',
      });
    });

    it.each(['RATE_LIMITED', 'SERVER_ERROR'] as const)('reports %s as unavailable', async (code) => {
      const { useCase, catalogue } = setup();
      catalogue.failOriginsWith = { code };
      const result = await useCase.checkOrigin('https://app.example.com');
      expect(result.status).toBe('unavailable');
      expect(result.status === 'unavailable' && isWalletportError(result.error, code)).toBe(true);
    });
  });
});
