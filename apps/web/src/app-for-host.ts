// The rule lives in the domain package: the server that sends the page shell picks the area alike.
export { areaForHost } from '@veil/domain/areas';
