import { Input } from 'antd';
import { MARKET_QUERY_MAX } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  id?: string;
  value: string;
  onSearch: (q: string) => void;
}

/** Search by title, description or SKU; runs on Enter or the button, an emptied box shows everything again. */
export function SearchBox({ id, value, onSearch }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // The address changed (filters cleared, back and forward): the box follows it.
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  return (
    <Input.Search
      id={id}
      value={draft}
      maxLength={MARKET_QUERY_MAX}
      allowClear
      enterButton={t('market.filters.searchButton')}
      placeholder={t('market.filters.searchPlaceholder')}
      aria-label={t('market.filters.search')}
      onChange={(e) => setDraft(e.target.value)}
      onSearch={(q) => onSearch(q.trim())}
    />
  );
}
