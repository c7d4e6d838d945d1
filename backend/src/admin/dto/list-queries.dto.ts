import { ListQueryDto } from '../../common/admin-api/list-query.dto';
import { AUDIT_LIST, VIOLATIONS_LIST } from '../admin-insights.service';

export class ViolationsListQueryDto extends ListQueryDto {
  static override readonly spec = VIOLATIONS_LIST;
}

export class AuditListQueryDto extends ListQueryDto {
  static override readonly spec = AUDIT_LIST;
}
