import { Typography } from 'antd';
import type { MouseEvent } from 'react';
import type { Heading } from './headings';
import shared from '@/lib/shared.module.css';

interface Props {
  headings: Heading[];
  /** The accessible name of the navigation (e.g. "Contents"). */
  label: string;
}

/** Links to the `##` and `###` headings of a text; `###` entries are indented under their `##`. */
export function TableOfContents({ headings, label }: Props) {
  // The console routes in the browser: move to the heading without the router seeing a new address.
  const go = (event: MouseEvent<HTMLElement>, id: string) => {
    event.preventDefault();
    document.getElementById(id)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    window.history.replaceState(window.history.state, '', `#${id}`);
  };
  if (headings.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className={shared.plainList}>
        {headings.map((h) => (
          <li key={h.id} style={{ paddingInlineStart: h.depth === 3 ? 16 : 0, marginBottom: 6 }}>
            <Typography.Link href={`#${h.id}`} onClick={(e) => go(e, h.id)} style={{ fontSize: h.depth === 3 ? 13 : 14 }}>
              {h.text}
            </Typography.Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
