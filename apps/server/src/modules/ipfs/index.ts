// The multipart reader, for other modules' uploads in the same style (the messenger's attachments).
export { multipartBoundary, parseMultipart } from './multipart.ts';
export { ipfsRoutes } from './routes.ts';
export { sendStoredObject } from './serve.ts';
export { MULTIPART_OVERHEAD } from './upload.ts';
