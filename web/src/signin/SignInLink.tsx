import { Link } from '@fluentui/react-components';
import type { MouseEvent } from 'react';
import type { AppLinkProps } from '../components/AppLink/AppLink';
import { isPlainClick } from '../hooks/plain-click';
import { useAppNavigate } from './sign-in-location';

/** The sign-in entry's AppLink: a Fluent link that moves between its pages or loads the staff app (sign-in-location.ts). */
export function AppLink({ to, ...rest }: AppLinkProps) {
  const navigate = useAppNavigate();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    navigate(to);
  };
  return <Link {...rest} href={to} onClick={onClick} />;
}
