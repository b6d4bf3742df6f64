import type { ShareUri } from '../../shared/contracts/reviewEditor.ts';

/**
 * A social share link of a title page (seed 2: share URI for facebook and twitter). The title page is PUBLIC_URL
 * plus /title/{sku}, the same link as the title page's Share Link.
 */
export function shareUriOf(publicUrl: string, network: ShareUri['network'], title: { sku: string; name: string }): ShareUri {
  const titleUri = `${publicUrl}/title/${encodeURIComponent(title.sku)}`;
  const uri =
    network === 'facebook'
      ? `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: titleUri })}`
      : `https://twitter.com/intent/tweet?${new URLSearchParams({ url: titleUri, text: title.name })}`;
  return { network, uri, titleUri };
}
