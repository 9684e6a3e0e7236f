/**
 * One row of a wallet list: the wallet's image (or another icon), its name and its tags ('Recent',
 * 'Installed', a count). Everything shown is text: names come from the catalogue or a wallet and are never
 * parsed as HTML. The row is a button; its accessible name is the name followed by the tags.
 */
import type { ReactNode } from 'react';
import { WalletImage } from '../WalletImage/WalletImage.js';

export type WalletTagTone = 'recent' | 'installed' | 'qr' | 'count';

export type WalletTag = { readonly label: string; readonly tone: WalletTagTone };

export type WalletListItemProps = {
  name: string;
  /** The image address (untrusted; see WalletImage). Ignored when `icon` is given. */
  imageUrl?: string | undefined;
  /** An icon to show instead of the wallet image. */
  icon?: ReactNode;
  tags?: readonly WalletTag[] | undefined;
  onClick: () => void;
  /** Marks the row for tests and styling (`data-wallet-id`). */
  walletId?: string | undefined;
};

export function WalletListItem({ name, imageUrl, icon, tags = [], onClick, walletId }: WalletListItemProps) {
  return (
    <button type="button" className="wp-wallet-item" data-wallet-id={walletId} onClick={onClick}>
      {icon ?? <WalletImage src={imageUrl} name={name} size="sm" />}
      <span className="wp-wallet-item-name">{name}</span>
      {tags.length > 0 ? (
        <span className="wp-wallet-item-tags">
          {tags.map((tag) => (
            <span key={tag.tone} className={`wp-tag wp-tag-${tag.tone}`}>
              {tag.label}
            </span>
          ))}
        </span>
      ) : null}
    </button>
  );
}
