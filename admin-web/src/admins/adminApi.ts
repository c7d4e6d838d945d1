import type { AdminAccount } from '@gameshift/contracts';
import { adminPost, dataProvider, recordPath } from '../dataProvider';

/** The admin's second factor and recovery codes go; they set it up again at their next sign-in. */
export const resetAdminMfa = (admin: AdminAccount) => adminPost(recordPath('admins', admin.id, 'reset-mfa'));

export const removeAdmin = (admin: AdminAccount) => dataProvider.delete<AdminAccount>('admins', { id: admin.id, previousData: admin });
