import { createDarkTheme, type Theme } from '@fluentui/react-components';
import { brand } from './theme';

export const darkTheme: Theme = { ...createDarkTheme(brand), colorBrandForeground1: brand[120], colorBrandForeground2: brand[130] };
