/**
 * A Polish applicant on the classic steps (pl/zlotek): PESEL valid for the birth date and sex; the email's +accept
 * asks the reference API for an offer. The same answers as classic-funnel.spec.ts's own (which could import these).
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
