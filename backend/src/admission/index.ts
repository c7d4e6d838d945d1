// The admission bound as other features see it: the decorator that puts a route behind it.
export { Admitted } from './admitted.decorator';
