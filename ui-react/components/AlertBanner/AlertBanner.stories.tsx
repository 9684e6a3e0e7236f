/** The alert banner: the real 403 path of the events use case, and every entry of the catalogue. */
import type { Story, StoryDefault } from '@ladle/react';
import { StoryProvider } from '../../../.ladle/story-client.js';
import { modalStylesheet } from '../../modal/modal.styles.js';
import { alertCatalogue } from '../../modal/alerts.js';
import { ShadowPortal } from '../../shadow/ShadowPortal.js';
import { useState } from 'react';
import { AlertBannerView } from './AlertBanner.js';

export default { title: 'Alert banner', meta: { iframed: true } } satisfies StoryDefault;

/** The analytics service answers 403: the events use case raises 'Invalid App Configuration'. */
export const InvalidAppConfiguration: Story = () => (
  <StoryProvider
    prepare={(core, ports) => {
      ports.analytics.failWithStatus = 403;
      core.modal.open();
    }}
  />
);

export const OnThePage: Story = () => (
  <StoryProvider prepare={(_client, ports) => (ports.analytics.failWithStatus = 403)}>
    <p>The modal is closed; the alert shows at the top of the page.</p>
  </StoryProvider>
);

function Catalogue() {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setHost}>
      {host ? (
        <ShadowPortal host={host} css={modalStylesheet}>
          <div style={{ width: 360, display: 'grid', gap: 8 }}>
            {Object.entries(alertCatalogue).map(([code, entry]) => (
              <AlertBannerView key={code} {...entry} onDismiss={() => undefined} />
            ))}
          </div>
        </ShadowPortal>
      ) : null}
    </div>
  );
}

export const EveryAlert: Story = () => (
  <StoryProvider>
    <Catalogue />
  </StoryProvider>
);

export const EveryAlertDark: Story = () => (
  <StoryProvider options={{ themeMode: 'dark' }}>
    <Catalogue />
  </StoryProvider>
);
