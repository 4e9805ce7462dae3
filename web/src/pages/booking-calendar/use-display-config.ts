import { useMemo } from 'react';
import { DEFAULT_DISPLAY_CONFIG, displayConfigOf, type DisplayConfig, type DisplaySettings } from '../../../../shared/domain/booking/display';
import { useSettingsGroup } from '../../resources/use-settings';

/**
 * The calendars' colours and rules from the tenant's settings (groups `calendar` and `general`, cached by the
 * settings hook); the defaults until they arrived or when they cannot be read.
 */
export function useDisplayConfig(): DisplayConfig {
  const calendar = useSettingsGroup('calendar');
  const general = useSettingsGroup('general');
  return useMemo(() => {
    if (!calendar.data && !general.data) return DEFAULT_DISPLAY_CONFIG;
    return displayConfigOf({
      calendar: calendar.data?.values as DisplaySettings['calendar'],
      general: general.data?.values as DisplaySettings['general'],
    });
  }, [calendar.data, general.data]);
}
