import type { AdminAccount } from '@gameshift/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { AdminApiController, ListEndpoint } from '../common/admin-api/admin-api.decorator';
import { ListPage, type ListQuery } from '../common/admin-api/list-query';
import { ListQueryParam } from '../common/admin-api/list-query.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { Public } from '../common/public.decorator';
import { type AdminIdentity, CurrentAdmin } from '../common/admin-identity';
import {
  AcceptInvitationDto,
  AdminAccountDto,
  InvitationDetailsDto,
  InvitationTokenDto,
  InviteAdminDto,
  MfaCodeDto,
  MfaConfirmationDto,
  MfaEnrolmentDto,
  MfaStartDto,
  UpdateAdminDto,
} from './dto/team.dto';
import { AnySignedInAdmin, DuringEnrolment, RequiresRole } from '../common/roles.decorator';
import { SecondFactorService } from './second-factor.service';
import { TEAM_LIST } from './team-list';
import { TeamService } from './team.service';
import { IdParamsDto } from '../common/path-params';

/** The admin team in react-admin's simple REST dialect: owners only. */
@AdminApiController()
export class TeamController {
  constructor(private readonly team: TeamService) {}

  @Get('admins')
  @ListEndpoint('admins', {
    row: AdminAccountDto,
    summary: 'Admins and the invitations not yet accepted; filter.q searches email and role.',
  })
  list(@ListQueryParam(TEAM_LIST) page: ListQuery<typeof TEAM_LIST>): Promise<ListPage<AdminAccount>> {
    return this.team.list(page);
  }

  @Get('admins/:id')
  @RequiresRole('admins', 'read')
  @ApiOperation({ summary: 'One admin or invitation (react-admin getOne)' })
  @ApiOkResponse({ type: AdminAccountDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  one(@Param() { id }: IdParamsDto): Promise<AdminAccount> {
    return this.team.one(id);
  }

  @Post('admins')
  @RequiresRole('admins', 'write')
  @HttpCode(201)
  @ApiOperation({ summary: 'Invite an admin: an email with a single-use link, valid 24 h, to choose a password' })
  @ApiBody({ type: InviteAdminDto })
  @ApiCreatedResponse({ type: AdminAccountDto, description: 'The invitation, as the list shows it' })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'An admin with this email exists' })
  invite(@Body() body: InviteAdminDto, @CurrentAdmin() admin: AdminIdentity): Promise<AdminAccount> {
    return this.team.invite(body.email, body.role, admin);
  }

  @Put('admins/:id')
  @RequiresRole('admins', 'write')
  @ApiOperation({ summary: "Change an admin's role (their sessions end) or an invitation's; the last owner keeps theirs" })
  @ApiBody({ type: UpdateAdminDto })
  @ApiOkResponse({ type: AdminAccountDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The last owner' })
  changeRole(@Param() { id }: IdParamsDto, @Body() body: UpdateAdminDto, @CurrentAdmin() admin: AdminIdentity): Promise<AdminAccount> {
    return this.team.changeRole(id, body.role, admin);
  }

  @Delete('admins/:id')
  @RequiresRole('admins', 'write')
  @ApiOperation({ summary: 'Remove an admin, or cancel an invitation; the last owner stays' })
  @ApiOkResponse({ type: AdminAccountDto, description: 'The record as it was' })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The last owner' })
  remove(@Param() { id }: IdParamsDto, @CurrentAdmin() admin: AdminIdentity): Promise<AdminAccount> {
    return this.team.remove(id, admin);
  }

  @Post('admins/:id/reset-mfa')
  @RequiresRole('admins', 'write')
  @HttpCode(200)
  @ApiOperation({ summary: "Remove a colleague's second factor and recovery codes and end their sessions; they enrol again" })
  @ApiOkResponse({ type: AdminAccountDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  resetSecondFactor(@Param() { id }: IdParamsDto, @CurrentAdmin() admin: AdminIdentity): Promise<AdminAccount> {
    return this.team.resetSecondFactor(id, admin);
  }
}

/** The signed-in admin's own account and second factor; open during the required enrolment. */
@AdminApiController('api/admin/me')
export class MeController {
  constructor(private readonly secondFactor: SecondFactorService) {}

  @Get()
  @AnySignedInAdmin()
  @DuringEnrolment()
  @ApiOperation({ summary: 'Who is signed in: email, role, and whether a second factor is enrolled' })
  @ApiOkResponse({ type: AdminAccountDto })
  me(@CurrentAdmin() admin: AdminIdentity): Promise<AdminAccount> {
    return this.secondFactor.me(admin);
  }

  @Post('mfa')
  @AnySignedInAdmin()
  @DuringEnrolment()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Start enrolling a second factor: a new TOTP secret, active once confirmed with a code. With a factor confirmed, needs its current code or a recovery code',
  })
  @ApiBody({ type: MfaStartDto, required: false })
  @ApiOkResponse({ type: MfaEnrolmentDto })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'A factor is confirmed and current_code is missing or wrong' })
  @ApiTooManyRequestsResponse({
    type: ErrorBodyDto,
    description: 'Too many wrong codes on this account: only a recovery code works until the window ends',
  })
  startEnrolment(@Body() body: MfaStartDto, @CurrentAdmin() admin: AdminIdentity): Promise<MfaEnrolmentDto> {
    return this.secondFactor.start(admin, body.current_code);
  }

  @Post('mfa/confirm')
  @AnySignedInAdmin()
  @DuringEnrolment()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Confirm the second factor with a first code: answers ten recovery codes, shown once, and a full token; every other session of the admin ends and they are mailed',
  })
  @ApiBody({ type: MfaCodeDto })
  @ApiOkResponse({ type: MfaConfirmationDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A wrong code' })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'The enrolment would replace a factor whose proof was not given' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'No enrolment started' })
  @ApiTooManyRequestsResponse({
    type: ErrorBodyDto,
    description: 'Too many wrong codes on this account: only a recovery code works until the window ends',
  })
  confirmEnrolment(@Body() body: MfaCodeDto, @CurrentAdmin() admin: AdminIdentity): Promise<MfaConfirmationDto> {
    return this.secondFactor.confirm(admin, body.code, body.current_code);
  }
}

/** The invitee's side: choosing a password with the emailed link. */
@ApiTags('admin auth')
@Controller('api')
export class InvitationsController {
  constructor(private readonly team: TeamService) {}

  // A POST, so the token travels in a body and never in a URL a log or a proxy keeps.
  @Post('admin-invitations/lookup')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'What an invitation link is for (the address and role), without using it up' })
  @ApiBody({ type: InvitationTokenDto })
  @ApiOkResponse({ type: InvitationDetailsDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'An invalid, used or expired invitation' })
  lookup(@Body() body: InvitationTokenDto): Promise<InvitationDetailsDto> {
    return this.team.lookup(body.token);
  }

  @Post('admin-invitations/accept')
  @Public()
  @HttpCode(204)
  @ApiOperation({ summary: 'Choose the password of an invited admin with the token of the invitation link (single use, 24 h)' })
  @ApiBody({ type: AcceptInvitationDto })
  @ApiNoContentResponse({ description: 'The admin exists and may sign in' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'An invalid, used or expired invitation, or a password under 12 characters' })
  accept(@Body() body: AcceptInvitationDto): Promise<void> {
    return this.team.accept(body.token, body.password);
  }
}
