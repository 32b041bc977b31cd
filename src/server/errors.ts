/**
 * The error catalogue: every error the app raises on purpose, with a stable code and its
 * HTTP status. The error handler (plugins/errors.ts) renders them as localized pages.
 */
import createError from '@fastify/error'

export const NotFoundError = createError('APP_ERR_NOT_FOUND', 'No page at %s', 404)
export const BadRequestError = createError('APP_ERR_BAD_REQUEST', 'Invalid request: %s', 400)
export const CrossSiteRequestError = createError('APP_ERR_CROSS_SITE', 'Cross-site %s refused', 403)

/** Codes listed in docs/architecture.md; a test keeps the two in step. */
export const errorCatalogue = [NotFoundError, BadRequestError, CrossSiteRequestError]
