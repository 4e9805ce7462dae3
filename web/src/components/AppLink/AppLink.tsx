import { Link } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref } from 'react-router';
import { isPlainClick, useAppNavigate } from '../../hooks/use-app-navigate';

export interface AppLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  appearance?: 'default' | 'subtle';
  'data-testid'?: string;
}

/** A Fluent link that navigates inside the app (new tabs and windows still work as usual). */
export function AppLink({ to, ...rest }: AppLinkProps) {
  const href = useHref(to);
  const navigate = useAppNavigate();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    navigate(to);
  };
  return <Link {...rest} href={href} onClick={onClick} />;
}
