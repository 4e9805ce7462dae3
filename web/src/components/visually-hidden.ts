import type { GriffelStyle } from '@fluentui/react-components';

/** Hidden on screen, still read by screen readers (status texts, names of icon-only controls). */
export const visuallyHidden: GriffelStyle = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
