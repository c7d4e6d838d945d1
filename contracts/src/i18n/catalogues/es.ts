import type { Catalogue } from '../catalogue';

const catalogue = {} as Catalogue;

export default catalogue;
