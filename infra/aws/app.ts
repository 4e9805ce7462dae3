import { App } from 'aws-cdk-lib';
import { buildPlatform } from './platform';

const app = new App();
buildPlatform(app);
app.synth();
