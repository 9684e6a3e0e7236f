/** The alert of the events use case (SPEC.md section 8), shown from the alert catalogue, dismissible. */
import type { EventsState } from '../../../domain/usecases/events/index.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { useT } from '../../i18n/useT.js';
import { describeAlert, type AlertEntry } from '../../modal/alerts.js';
import { useStore } from '../../state/useStore.js';
import { CloseIcon, WarningIcon } from '../Icon/icons.js';

const selectAlert = (state: EventsState) => state.alert;

export type AlertBannerViewProps = AlertEntry & { onDismiss: () => void };

/** The banner itself, from a catalogue entry. */
export function AlertBannerView({ title, description, onDismiss }: AlertBannerViewProps) {
  const { t } = useT();
  return (
    <div className="wp-alert" role="alert">
      <WarningIcon />
      <div className="wp-alert-text">
        <p className="wp-alert-title">{title}</p>
        <p className="wp-alert-description">{description}</p>
      </div>
      <button type="button" className="wp-icon-button wp-alert-dismiss" aria-label={t('alert.dismiss')} onClick={onDismiss}>
        <CloseIcon />
      </button>
    </div>
  );
}

/** The banner for the events use case's current alert; nothing when there is none. */
export function AlertBanner() {
  const { events } = useLoadedCore();
  const alert = useStore(events, selectAlert);
  const { t } = useT();
  if (alert === undefined) return null;
  return <AlertBannerView {...describeAlert(alert, undefined, t)} onDismiss={() => events.dismissAlert()} />;
}
