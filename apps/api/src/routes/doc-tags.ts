/** The portals of the API, as /api/docs groups them (`shared` is what every portal calls). */
export type Portal = 'student' | 'college' | 'company' | 'admin' | 'invigilator' | 'shared';

/**
 * A route file's OpenAPI tag, "<portal> · <resource>": swagger-ui at /api/docs lists each portal's resources
 * side by side, one group per tag.
 */
export const tagsOf = (portal: Portal, resource: string): string[] => [`${portal} · ${resource}`];
