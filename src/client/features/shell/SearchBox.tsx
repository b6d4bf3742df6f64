import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The search box: submitting navigates to /search?q=. */
export function SearchBox({ initial = '', autoFocus = false }: { initial?: string; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [q, setQ] = useState(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    const query = q.trim();
    void navigate({ to: '/search', search: query ? { q: query } : {} });
  }
  return (
    <form role="search" className="search-box" onSubmit={submit}>
      <input
        type="search"
        name="q"
        value={q}
        autoFocus={autoFocus}
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('header.search')}
        onChange={(event) => setQ(event.target.value)}
      />
      <button type="submit" className="search-submit" aria-label={t('header.search')}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path fill="currentColor" d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
        </svg>
      </button>
    </form>
  );
}
