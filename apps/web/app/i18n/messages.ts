export type Messages = Record<string, unknown>;

/**
 * One language's strings: the shared file plus each feature's file under the feature's name
 * (`features/<name>/i18n/<lang>.json` → `<name>.*` keys).
 */
export function mergeFeatureMessages(common: Messages, featureFiles: Record<string, Messages>): Messages {
  const messages: Messages = { ...common };
  for (const [path, featureMessages] of Object.entries(featureFiles)) {
    const feature = /features\/([^/]+)\/i18n\/[a-z]{2}\.json$/.exec(path)?.[1];
    if (feature) messages[feature] = featureMessages;
  }
  return messages;
}
