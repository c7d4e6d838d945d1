// API keys as other features see them: the decorators that open a controller of /api/v1 to a key
// with a scope, and the module providing the guard behind them.
export { GameApiController, RequiresScope } from './game-api.decorator';
export { ApiKeysModule } from './api-keys.module';
