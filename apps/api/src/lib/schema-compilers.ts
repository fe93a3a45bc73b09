import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

/**
 * Fastify's schema compilers, shared by every app this process builds. The routes' schemas are module
 * constants (@placement/contract), the same objects in each app: Ajv keeps what it compiled by schema object,
 * and the serializers are kept here the same way. Fastify makes new compilers per app, and compiling the
 * routes' validators and serializers again took 0.6 s of each app's start: a server builds one app, but a test
 * process builds one per test file.
 *
 * Sharing is sound while every app has the same Ajv options and serializer options and no shared schemas
 * (`addSchema`): the validator pool keys its Ajv by both, and the serializers are only ever asked for with
 * the options below.
 */
const validators = AjvCompiler();
const serializerFactory = SerializerSelector();
const serializers = new WeakMap<object, (doc: unknown) => string>();

type SerializerFactory = ReturnType<typeof SerializerSelector>;

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = serializerFactory(externalSchemas, options);
  return (route) => {
    const schema = route.schema;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let serializer = serializers.get(schema);
    if (!serializer) {
      serializer = compile(route);
      serializers.set(schema, serializer);
    }
    return serializer;
  };
};

export const sharedCompilers = { buildValidator: validators, buildSerializer };
