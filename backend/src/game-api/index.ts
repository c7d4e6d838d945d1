// The game's API as other features see it: the claim codes minted into announcement copies, and
// the module providing them.
export { ClaimCodesService } from './claim-codes.service';
export { GameApiModule } from './game-api.module';
