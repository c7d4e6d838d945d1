// A person's own data as other features see it: the manage links a mail carries, their table the
// purge trims, and the module providing them.
export { ManageLink } from './manage-link.entity';
export { ManageLinks } from './manage-links';
export { ManageModule } from './manage.module';
