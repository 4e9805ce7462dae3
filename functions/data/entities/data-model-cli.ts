import { writeFileSync } from 'node:fs';
import { renderDataModel } from './data-model';
import { ENTITY_MODELS } from './index';

// Writes docs/data-model.md from the entity models; run from the repository root (`npm run data-model`).
writeFileSync('docs/data-model.md', renderDataModel(ENTITY_MODELS));
