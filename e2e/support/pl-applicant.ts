/**
 * A Polish applicant on the classic steps (pl/zlotek): PESEL valid for the birth date and sex; the email's +accept
 * asks the reference API for an offer.
 */
export const PL_APPLICANT: Record<string, string> = {
  amount: '3000',
  period: '90',
  'otherDetails.loanPurpose': 'homeImprovement',
  'personalDetails.firstName': 'Anna',
  'personalDetails.lastName': 'Nowak',
  'personalDetails.gender': 'male',
  'personalDetails.dateOfBirth': '15/02/1990',
  'personalDetails.personalCode': '90021512354',
  'otherDetails.idCardNumber': 'ABA300000',
  'contactDetails.email': 'anna+accept@example.com',
  'contactDetails.phoneNumber': '512345678',
  'contactDetails.postalCode': '00-950',
  'contactDetails.city': 'Warszawa',
  'contactDetails.street': 'Marszałkowska',
  'contactDetails.houseNumber': '10',
  'incomeDetails.incomeSource': 'employment',
  'employer.name': 'Firma Sp. z o.o.',
  'incomeDetails.monthlyIncome': '6000',
  'otherDetails.maritalStatus': 'single',
  'otherDetails.education': 'bachelor',
  'otherDetails.housingTenure': 'rent',
  'otherDetails.numberOfDependants': '0',
  'referenceDetails.name': 'Jan Kowalski',
  'referenceDetails.phoneNumber': '600700800',
  'employer.postalCode': '00-001',
  'employer.city': 'Warszawa',
  'employer.street': 'Prosta',
  'employer.houseNumber': '20',
};

/** The steps of this employed applicant's classic form, numbered 1 to 6, in order (the loan step has no number). */
export const PL_NUMBERED_STEPS = [
  '/personal-details',
  '/contact-details',
  '/income-details',
  '/other-information',
  '/reference-information',
  '/employment-details',
];
