export const logSerializers = {};
