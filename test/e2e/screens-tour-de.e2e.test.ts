import { tourIn } from './tour';

tourIn('de');
