import { GAME_PAGE, normalizeHandle } from '@gameshift/contracts';
import { Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { GameApiController, RequiresScope } from '../api-keys';
import { ErrorBodyDto } from '../common/error-body.dto';
import { GameReservationDto, GameReservationPageDto, GameReservationsQueryDto, HandleParamsDto } from './dto/game-api.dto';
import { GameReservationsService } from './game-reservations.service';

/** The reservations as the game reads them: every page of them with a cursor, or one by its handle. */
@GameApiController('reservations')
export class GameReservationsController {
  constructor(private readonly reservations: GameReservationsService) {}

  @Get()
  @RequiresScope('reservations:read')
  @ApiOperation({
    summary:
      'Reservations oldest first, keyset-paginated on (created_at, id): a walk of every page meets each row that matched throughout exactly once',
  })
  @ApiOkResponse({ type: GameReservationPageDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A bad status or limit, or an after that is not a next_cursor as given' })
  page(@Query() { status, limit, after }: GameReservationsQueryDto): Promise<GameReservationPageDto> {
    return this.reservations.page(status ?? 'all', limit === undefined ? GAME_PAGE.default : Number(limit), after);
  }

  @Get('by-handle/:handle')
  @RequiresScope('reservations:read')
  @ApiOperation({ summary: "The handle's reservation: its confirmed one, else its newest pending one" })
  @ApiOkResponse({ type: GameReservationDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  byHandle(@Param() { handle }: HandleParamsDto): Promise<GameReservationDto> {
    return this.reservations.byHandle(normalizeHandle(handle));
  }
}
