import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { ProductDetail } from '../../../shared/contracts/titles.ts';

const KEYS = ['summary', 'authorBio', 'marketingPlans', 'keySellingPoints', 'quotes'] as const;
type DescriptionKey = (typeof KEYS)[number];

function DescriptionPanel({ name, text, initiallyOpen }: { name: DescriptionKey; text: string; initiallyOpen: boolean }) {
  const { t } = useTranslation('titleDetail');
  const [open, setOpen] = useState(initiallyOpen);
  const bodyId = `description-${name}`;
  return (
    <section className="panel">
      <h2 className="panel-title">
        <button type="button" className="panel-toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          {t(`titles.detail.descriptions.${name}`)}
        </button>
      </h2>
      <div id={bodyId} className="panel-body" hidden={!open}>
        <p>{text}</p>
      </div>
    </section>
  );
}

/** Collapsible summary, author bio, marketing plans, key selling points and quotes (empty ones left out). */
export function DescriptionPanels({ descriptions }: { descriptions: ProductDetail['descriptions'] }) {
  const present = KEYS.filter((key) => descriptions[key].trim() !== '');
  if (present.length === 0) return null;
  return (
    <div className="panels">
      {present.map((key, index) => (
        <DescriptionPanel key={key} name={key} text={descriptions[key]} initiallyOpen={index === 0} />
      ))}
    </div>
  );
}
