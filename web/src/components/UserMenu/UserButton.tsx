import { makeStyles, MenuButton, tokens, type MenuButtonProps } from '@fluentui/react-components';
import { forwardRef } from 'react';
import { visuallyHidden } from '../visually-hidden';

const useStyles = makeStyles({
  // Narrow screens show the avatar only; the name stays for screen readers, as the button's name.
  name: { '@media (max-width: 600px)': visuallyHidden },
  // Fluent's Avatar (size 24, brand colour, initials) in its own styles: the Avatar module (images, badges,
  // rings, colour hashing) is as large as the whole user menu (docs/decisions/web.md "First load").
  avatar: {
    display: 'inline-block',
    flexShrink: 0,
    position: 'relative',
    verticalAlign: 'middle',
    width: '24px',
    height: '24px',
    borderRadius: tokens.borderRadiusCircular,
    fontFamily: tokens.fontFamilyBase,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase100,
    color: tokens.colorNeutralForegroundStaticInverted,
    backgroundColor: tokens.colorBrandBackgroundStatic,
  },
  initials: {
    position: 'absolute',
    inset: 0,
    boxSizing: 'border-box',
    lineHeight: '1',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    userSelect: 'none',
    borderRadius: 'inherit',
  },
});

/** The initials Fluent's Avatar shows: the first letters of the first and last word, without bracketed parts. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/\([^()]*\)|\[[^[\]]*\]|\{[^{}]*\}/g, '')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The header's user button: the user's initials and name. */
export const UserButton = forwardRef<HTMLButtonElement, MenuButtonProps & { name: string }>(function UserButton({ name, ...rest }, ref) {
  const styles = useStyles();
  const avatar = (
    <span className={styles.avatar} aria-hidden>
      <span className={styles.initials}>{initialsOf(name)}</span>
    </span>
  );
  return (
    <MenuButton ref={ref} appearance="subtle" icon={avatar} data-testid="user-menu" {...rest}>
      <span className={styles.name}>{name}</span>
    </MenuButton>
  );
});
