import { tourIn } from './tour';

tourIn('en');
