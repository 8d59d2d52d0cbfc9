/**
 * A Mexican applicant's answers by data point name, valid under the Mexican rules: CURP and RFC agree with the
 * birth date and gender, CLABE has its check digit. The email's +marker asks the reference API for an outcome
 * (server/README.md): +accept, +reject, +redirect, +thankyou.
 */
export const MX_APPLICANT: Record<string, string> = {
  'contactDetails.phoneNumber': '5512345678',
  'personalDetails.firstName': 'María',
  'personalDetails.lastName': 'López',
  'personalDetails.secondLastName': 'García',
  'personalDetails.gender': 'female',
  'personalDetails.dateOfBirth': '20/08/1990',
  'personalDetails.personalCode': 'LOGM900820MDFPRR04',
  'contactDetails.postalCode': '06600',
  'contactDetails.province': 'Ciudad de México',
  'contactDetails.municipality': 'Cuauhtémoc',
  'contactDetails.city': 'Ciudad de México',
  'contactDetails.suburb': 'Juárez',
  'contactDetails.street': 'Avenida Insurgentes Sur',
  'contactDetails.houseNumber': '123',
  'incomeDetails.incomeSource': 'employment',
  'incomeDetails.salaryCycle': 'biweekly',
  'incomeDetails.monthlyIncome': '25000',
  'otherDetails.hasProofOfIncome': 'true',
  'incomeDetails.incomeContractStartedAt': '01/03/2019',
  'expenses.monthlyExpenses': '8000',
  'expenses.monthlyCreditCommitments': '1500',
  'incomeDetails.iban': '002010077777777771',
  'employer.taxRegistryCode': 'LOGM900820AB6',
  'otherDetails.isPoliticallyExposed': 'false',
  'otherDetails.vehicleOwnership': 'false',
  'otherDetails.housingTenure': 'rent',
  'otherDetails.overdueDebtAmount': '0',
  'referenceDetails.name': 'Ana Pérez',
  'referenceDetails.phoneNumber': '5587654321',
  'incomeDetails.workPhone': '5555555555',
  'expenses.rentAmount': '6000',
  'otherDetails.numberOfDependants': '1',
  'employer.name': 'Comercializadora del Centro',
  'incomeDetails.jobTitle': 'Vendedora',
  'employer.postalCode': '06600',
  'employer.city': 'Ciudad de México',
  'employer.street': 'Reforma',
  'employer.houseNumber': '222',
  'employer.province': 'Ciudad de México',
};

export const mxEmail = (marker: string) => `maria.lopez+${marker}@example.com`;
