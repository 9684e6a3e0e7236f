import { pageConfig } from '../page-config.js';

export default pageConfig('rainbowkit');
