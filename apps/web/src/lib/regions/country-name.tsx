import { Typography } from 'antd';

/**
 * A country as the console shows it: its name and, beside it, its ISO code in a small tag. The code stands in for a
 * flag: flag emoji are drawn as empty boxes where no emoji font is installed (most Linux desktops).
 */
export function CountryName({ code, name }: { code: string; name: string }) {
  // A stand-in such as "any country" (`*`) has no ISO code to show.
  if (!/^[A-Z]{2}$/.test(code)) return <span>{name}</span>;
  return (
    <span>
      {name}{' '}
      <Typography.Text
        type="secondary"
        style={{ fontSize: 11, border: '1px solid currentColor', borderRadius: 3, padding: '0 3px', opacity: 0.8 }}
      >
        {code}
      </Typography.Text>
    </span>
  );
}
