/** The English (Canada) texts of domain/ifsc-texts.ts: the source every other language translates. */

const ifscMessages = {
  unknown: 'Unknown IFSC',
};

const ifscTexts = {
  lookingUp: 'Looking up the bank...',
  bankOf: (bank: string) => `This code belongs to ${bank}.`,
  branchAt: (place: string) => `Branch: ${place}`,
  unknown: 'We could not find this IFSC code. Check it, or type the bank name yourself.',
};

export default { ifscMessages, ifscTexts };
