/**
 * The demo shop's past customers: most in India (a few in Telangana, the seller's state, so their
 * invoices split CGST and SGST), two in the United States who paid in US dollars (exports).
 */
export type DemoAddress = {
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
};
export type DemoBuyer = { name: string; currency: 'INR' | 'USD'; address: DemoAddress };

const india = (address: string, city: string, state: string, zipCode: string): DemoAddress => ({
  address,
  city,
  state,
  zipCode,
  country: 'India',
});

export const DEMO_BUYERS: DemoBuyer[] = [
  {
    name: 'Aarav Shah',
    currency: 'INR',
    address: india('B-702 Lodha Aurum, Kanjurmarg', 'Mumbai', 'Maharashtra', '400042'),
  },
  {
    name: 'Diya Menon',
    currency: 'INR',
    address: india('12 Temple Road, Panampilly Nagar', 'Kochi', 'Kerala', '682036'),
  },
  {
    name: 'Kabir Singh',
    currency: 'INR',
    address: india('H-34 Sector 27', 'Noida', 'Uttar Pradesh', '201301'),
  },
  {
    name: 'Meera Pillai',
    currency: 'INR',
    address: india('Flat 3B, Road No. 12, Banjara Hills', 'Hyderabad', 'Telangana', '500034'),
  },
  {
    name: 'Rohan Gupta',
    currency: 'INR',
    address: india('45 Hauz Khas Village', 'New Delhi', 'Delhi', '110016'),
  },
  {
    name: 'Sara Thomas',
    currency: 'INR',
    address: india('8 Richmond Road', 'Bengaluru', 'Karnataka', '560025'),
  },
  {
    name: 'Vikram Rao',
    currency: 'INR',
    address: india('Plot 21, Road No. 36, Jubilee Hills', 'Hyderabad', 'Telangana', '500033'),
  },
  {
    name: 'Anika Bose',
    currency: 'INR',
    address: india('14 Park Street', 'Kolkata', 'West Bengal', '700016'),
  },
  {
    name: 'Emily Clarke',
    currency: 'USD',
    address: {
      address: '221 Pike Street',
      city: 'Seattle',
      state: 'Washington',
      zipCode: '98101',
      country: 'United States',
    },
  },
  {
    name: 'Lucas Weber',
    currency: 'INR',
    address: india('5 North Main Road, Koregaon Park', 'Pune', 'Maharashtra', '411001'),
  },
  {
    name: 'Chloe Martin',
    currency: 'INR',
    address: india('9 Anna Salai', 'Chennai', 'Tamil Nadu', '600002'),
  },
  {
    name: 'Oliver Brown',
    currency: 'USD',
    address: {
      address: '1100 Congress Avenue',
      city: 'Austin',
      state: 'Texas',
      zipCode: '78701',
      country: 'United States',
    },
  },
];
