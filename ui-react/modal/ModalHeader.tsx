/**
 * The header of every view: back (when there is somewhere to go back to), the title that names the dialog,
 * and close. The title text fades in on change (HEADER_TEXT_ANIMATION_MS).
 */
import { BackIcon, CloseIcon } from '../components/Icon/icons.js';
import { useT } from '../i18n/useT.js';

export type ModalHeaderProps = {
  titleId: string;
  title: string;
  canGoBack: boolean;
  onBack: () => void;
  onClose: () => void;
};

export function ModalHeader({ titleId, title, canGoBack, onBack, onClose }: ModalHeaderProps) {
  const { t } = useT();
  return (
    <header className="wp-header">
      {canGoBack ? (
        <button type="button" className="wp-icon-button" aria-label={t('common.back')} onClick={onBack}>
          <BackIcon />
        </button>
      ) : (
        <span className="wp-header-spacer" aria-hidden="true" />
      )}
      <h2 id={titleId} className="wp-title" tabIndex={-1}>
        <span key={title} className="wp-title-text">
          {title}
        </span>
      </h2>
      <button type="button" className="wp-icon-button" aria-label={t('common.close')} onClick={onClose}>
        <CloseIcon />
      </button>
    </header>
  );
}
