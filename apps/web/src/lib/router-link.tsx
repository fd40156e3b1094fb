import { Button, Typography, type ButtonProps } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/**
 * An antd button that is a real link (`<a href>`, so it can be opened in a new tab) and, on a plain click,
 * navigates inside the console without reloading the page.
 */
export function LinkButton({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return <Button {...props} href={href} onClick={onClick} />;
}

/** A text link in the theme's link colour that navigates inside the console. */
export function RouterLink({ to, children, style }: { to: string; children: ReactNode; style?: CSSProperties }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return (
    <Typography.Link href={href} onClick={onClick} style={style}>
      {children}
    </Typography.Link>
  );
}
