import { ArgumentMetadata, BadRequestException, Type, ValidationPipe } from '@nestjs/common';
import {
  getFromContainer,
  getMetadataStorage,
  registerDecorator,
  validateSync,
  ValidationArguments,
  ValidationError,
  ValidatorConstraintInterface,
  ValidatorOptions,
} from 'class-validator';
import type { ApiErrorField } from '@gameshift/contracts';
import { AppError } from './app-error';
import { answering, brokenRule, EdgeCheck, EdgeFailure, EdgePhase, firstFailure } from './edge-rules';

/**
 * class-validator finds a class's rules on every validation by walking the rules of every request
 * class of the app (an `instanceof` test each, for inherited ones): with a hundred classes that was
 * the largest part of validating a reservation. The rules are fixed once the classes are loaded, so
 * each class's are found once; a rule registered later starts the search afresh.
 */
function rememberRulesByClass(): void {
  const storage = getMetadataStorage();
  const find = storage.getTargetValidationMetadatas.bind(storage);
  const add = storage.addValidationMetadata.bind(storage);
  let found = new Map<string, ReturnType<typeof find>>();
  const ids = new WeakMap<object, number>();
  let lastId = 0;
  const idOf = (target: object) => ids.get(target) ?? (ids.set(target, ++lastId), lastId);
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${idOf(target)}|${schema}|${always}|${strictGroups}|${(groups ?? []).join(',')}`;
    let rules = found.get(key);
    if (rules === undefined) found.set(key, (rules = find(target, schema, always, strictGroups, groups)));
    return rules;
  };
  storage.addValidationMetadata = (metadata) => {
    found = new Map();
    add(metadata);
  };
}
rememberRulesByClass();

/** How a request class treats what it does not describe. */
export interface EdgeInputPolicy {
  /** `reject`: an unexpected field is a 400 naming it; `ignore`: it is dropped before the handler sees the request. */
  unknownFields: 'reject' | 'ignore';
  /** For bodies: `refuse` a body that is not a JSON object with a 400, or read it as `{}` (`empty`). */
  notAnObject?: 'refuse' | 'empty';
}

const POLICY = Symbol('edge-input-policy');
const IGNORE: EdgeInputPolicy = { unknownFields: 'ignore', notAnObject: 'empty' };

/** Declares how a request class treats unexpected fields and a body that is not an object. */
export function EdgeInput(policy: EdgeInputPolicy): ClassDecorator {
  return (target) => {
    Reflect.defineMetadata(POLICY, policy, target);
  };
}

function policyOf(metatype: unknown): EdgeInputPolicy {
  return (typeof metatype === 'function' && (Reflect.getMetadata(POLICY, metatype) as EdgeInputPolicy | undefined)) || IGNORE;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The one answer for a request that failed validation: the first failure of the earliest phase. */
export function validationFailure(errors: ValidationError[]): Error {
  const failure = firstFailure(errors);
  if (failure === undefined) return new AppError('invalid_body');
  if ('code' in failure) return new AppError(failure.code, failure.details);
  return new BadRequestException(failure);
}

/**
 * The request as an instance of its class, one level deep: no request class nests another, and
 * the values stay as sent, so a hostile body nested thousands of levels deep costs nothing here
 * (class-transformer would walk all of it). Keys are defined, never assigned. A key that names
 * something the class inherits (`constructor`, `__proto__`, `toString`) is never a declared field,
 * and as an own property it would hide the class from class-validator, which finds the rules
 * through `constructor`: it is refused as unexpected, or dropped, by the class's policy.
 */
function shallowInstance(metatype: Type, input: Record<string, unknown>): object {
  const prototype = metatype.prototype as object;
  const dto = Object.create(prototype) as Record<string, unknown>;
  for (const key of Object.keys(input)) {
    if (key in prototype) {
      if (policyOf(metatype).unknownFields === 'reject') {
        throw new AppError('invalid_body', { body: { problem: 'unexpected_field', field: key.slice(0, 40) } });
      }
      continue;
    }
    Object.defineProperty(dto, key, { value: input[key], enumerable: true, writable: true, configurable: true });
  }
  return dto;
}

/**
 * The global pipe: every body, query and parameter class is checked by class-validator, and a
 * failure answers exactly what the handler's own error for it would. Validation is synchronous:
 * no constraint waits on anything, and this is the reservation call's hot path.
 */
export class EdgeValidationPipe extends ValidationPipe {
  constructor() {
    super({ whitelist: true, forbidNonWhitelisted: true, transform: true, exceptionFactory: validationFailure });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { metatype } = metadata;
    if (!metatype || !this.toValidate(metadata)) return super.transform(value, metadata);
    let input = value;
    if (!isPlainObject(input)) {
      const { notAnObject = 'empty' } = policyOf(metatype);
      if (metadata.type === 'body' && notAnObject === 'refuse') throw new AppError('invalid_body', { body: { problem: 'not_object' } });
      input = {};
    }
    const dto = shallowInstance(metatype as Type, input as Record<string, unknown>);
    const errors = this.validate(dto, this.validatorOptions);
    if (errors.length > 0) throw validationFailure(errors);
    return dto;
  }

  protected override validate(object: object, options?: ValidatorOptions): ValidationError[] {
    const { unknownFields } = policyOf((object as { constructor?: Type }).constructor);
    // The answers are read from each error's value and request, so both must stay on it.
    const validationError = { target: true, value: true };
    return validateSync(object, { ...options, forbidNonWhitelisted: unknownFields === 'reject', validationError });
  }
}

/** An EdgeRule whose check needs the app's providers (settings, rule sets): resolved from Nest's container. */
export abstract class EdgeRuleConstraint implements ValidatorConstraintInterface {
  abstract check(value: unknown, dto: Record<string, unknown>): EdgeFailure | null;

  validate(value: unknown, args: ValidationArguments): boolean {
    return this.check(value, args.object as Record<string, unknown>) === null;
  }

  defaultMessage(args: ValidationArguments): string {
    return brokenRule(this.constructor.name)(args);
  }
}

/** Whether class-validator should ask Nest for this constraint (the others it builds itself). */
export function isEdgeRuleConstraint(constraint: unknown): constraint is Type<EdgeRuleConstraint> {
  return typeof constraint === 'function' && constraint.prototype instanceof EdgeRuleConstraint;
}

/** Attaches a container-resolved EdgeRuleConstraint to a property, in the given phase. */
export function EdgeRuleOf(constraint: Type<EdgeRuleConstraint>, phase: EdgePhase): PropertyDecorator {
  // The instance class-validator validated with: it asks the same container.
  const answer: EdgeCheck = (value, dto) => getFromContainer(constraint).check(value, dto);
  return (target, propertyName) => {
    registerDecorator({
      target: target.constructor,
      propertyName: String(propertyName),
      options: answering(answer, phase),
      constraints: [],
      validator: constraint,
    });
  };
}

export const MAX_FIELD_LENGTH = 1024;

/** An optional string of bounded length; the failure names it as the hand-written checks always have. */
export function optionalText(key: string, options: { field?: ApiErrorField; maxLength?: number } = {}): EdgeCheck {
  const { field, maxLength = MAX_FIELD_LENGTH } = options;
  return (value) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string')
      return { code: 'invalid_body', details: { body: { problem: 'not_text', field: key }, ...(field && { field }) } };
    if (value.length > maxLength)
      return { code: 'invalid_body', details: { body: { problem: 'too_long', field: key }, ...(field && { field }) } };
    return null;
  };
}
