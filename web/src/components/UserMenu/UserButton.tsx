import { Avatar, makeStyles, MenuButton, type MenuButtonProps } from '@fluentui/react-components';
import { forwardRef } from 'react';
import { visuallyHidden } from '../visually-hidden';

const useStyles = makeStyles({
  // Narrow screens show the avatar only; the name stays for screen readers, as the button's name.
  name: { '@media (max-width: 600px)': visuallyHidden },
});

/** The header's user button: the user's initials and name (the name hidden on narrow screens). */
export const UserButton = forwardRef<HTMLButtonElement, MenuButtonProps & { name: string }>(function UserButton({ name, ...rest }, ref) {
  const styles = useStyles();
  return (
    <MenuButton ref={ref} appearance="subtle" icon={<Avatar name={name} size={24} color="brand" aria-hidden />} data-testid="user-menu" {...rest}>
      <span className={styles.name}>{name}</span>
    </MenuButton>
  );
});
