// Passwords people pick most often, refused at sign-up and at a password change on top of the spec's
// 6-character minimum: the first ones an attacker tries. Compiled from the top of public password-frequency
// lists (the UK NCSC's "100,000 most common passwords" from Have I Been Pwned data, and the SecLists
// "10k most common"), kept to entries of at least 6 characters (shorter ones are refused anyway), plus the
// product's own name. Compared in lower case.

const LIST = `
123456 password 12345678 qwerty 123456789 111111 1234567 1234567890 123123 abc123 000000 654321 121212
666666 696969 777777 7777777 888888 88888888 999999 112233 123321 131313 159753 555555 11111111 12341234
11223344 00000000 987654321 987654 123654 147258369 1q2w3e 1q2w3e4r 1q2w3e4r5t 1qaz2wsx zaq12wsx qazwsx
qwertyuiop qwerty123 qwerty1 qwe123 123qwe 123abc abcdef abcd1234 123456a a123456 1234qwer asdf1234 asdfgh
asdfghjkl zxcvbn zxcvbnm password1 password12 password123 passw0rd p@ssw0rd p@ssword pa55word letmein
letmein1 welcome welcome1 welcome123 iloveyou iloveyou1 admin123 administrator secret monkey monkey1
dragon dragon1 shadow shadow1 master master1 superman superman1 batman football football1 baseball
baseball1 soccer hockey princess princess1 sunshine sunshine1 starwars trustno1 freedom whatever
mustang michael jennifer jordan23 jessica michelle charlie robert thomas daniel andrew joshua matthew
ashley amanda nicole chelsea hunter2 hunter buster harley tigger ginger pepper maggie cheese summer
computer internet killer access matrix thunder taylor dallas austin yankees ranger george biteme
flower butterfly purple orange cookie chocolate banana google samsung apple123 blink182 pokemon
qwerty12 qwerty1234 1234567a 12345a 12345qwert asd123 aaaaaa aaaaaaaa 11111 1111111 222222 333333 444444
changeme default guest login passpass test123 testing 123test qweasd qweasdzxc zxcasdqwe
tagwise tagwise1 tagwise123 estatesale estatesales
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  LIST.split(/\s+/).filter((password) => password.length >= 6),
);

export const PASSWORD_TOO_COMMON_MESSAGE =
  'This password is one of the most common ones and easy to guess. Please choose another.';

/** Whether a password is on the common list, ignoring case. */
export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());
