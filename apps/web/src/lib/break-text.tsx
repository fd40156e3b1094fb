import { Fragment, type CSSProperties } from 'react';

// After these a code or an address may wrap: "shop-e2e.example", "USPS_DP_LINE", "a@b.example", "/path", "a,b".
const BREAK_AFTER = /(?<=[.\-_@/:+,])/;
const WHOLE: CSSProperties = { overflowWrap: 'normal', wordBreak: 'normal' };

/**
 * A code, email or domain that wraps only after its punctuation, never inside a run of letters or digits (a table
 * cell otherwise breaks "myshopify" into "myshop" / "ify" when it is narrow).
 */
export function BreakText({ text, style }: { text: string; style?: CSSProperties }) {
  const parts = text.split(BREAK_AFTER);
  return (
    <span style={{ ...WHOLE, ...style }}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
