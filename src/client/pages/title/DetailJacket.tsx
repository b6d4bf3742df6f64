import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { ProductDetail } from '../../../shared/contracts/titles.ts';
import { communityAppPreferencesQuery, useSetCommunityAppPreference } from '../../entities/session/communityAppPreferences.ts';
import { useIsSmallScreen } from '../../lib/useIsSmallScreen.ts';
import { Jacket } from '../../entities/title/Jacket.tsx';
import { detailJacketSizes } from '../../../shared/domain/coverSizes.ts';

const SHOW_SMALL_JACKET = 'showSmallJacket';

/**
 * The detail page's jacket (requested at 600). On desktop a signed-in user picks a small or large jacket, saved
 * as the showSmallJacket preference; phones use their own layout (titles.css) and no choice.
 */
export function DetailJacket({ product, signedIn }: { product: ProductDetail; signedIn: boolean }) {
  const { t } = useTranslation('titleDetail');
  const phone = useIsSmallScreen();
  const canChoose = signedIn && !phone;
  const preferences = useQuery({ ...communityAppPreferencesQuery, enabled: signedIn });
  const save = useSetCommunityAppPreference();
  const small = canChoose && preferences.data?.[SHOW_SMALL_JACKET] === 'true';
  const choose = (next: boolean) => {
    if (next !== small) save.mutate({ name: SHOW_SMALL_JACKET, value: String(next) });
  };
  return (
    <>
      <Jacket
        product={product}
        requestHeight={600}
        drawHeight={small ? 225 : 450}
        // Drawn 120 px wide on phones and narrow windows, else 300 (large) or 150 (small): titles.css. The server
        // preloads the large one with the same sizes (plugins/client.ts).
        sizes={detailJacketSizes(small)}
        priority
        className={small ? 'jacket jacket-large jacket-small' : 'jacket jacket-large'}
      />
      {canChoose ? (
        <div className="jacket-size" role="group" aria-label={t('titles.detail.jacketSize.label')}>
          {([true, false] as const).map((option) => (
            <button key={String(option)} type="button" className="jacket-size-option" aria-pressed={small === option} onClick={() => choose(option)}>
              {option ? t('titles.detail.jacketSize.small') : t('titles.detail.jacketSize.large')}
            </button>
          ))}
        </div>
      ) : null}
      {save.isError ? (
        <p className="jacket-size-error" role="alert">
          {t('titles.detail.jacketSize.error')}
        </p>
      ) : null}
    </>
  );
}
