/**
 * India's 28 states and 8 union territories with their main cities (SPEC.md section 3: state, city,
 * state_current, city_current; section 9: country always India). Written for this project; one line
 * per state as `State: city, city, ...`, parsed once at import.
 */

/** A state or union territory and its cities, in display order. */
export interface IndianState {
  name: string;
  kind: 'state' | 'union territory';
  cities: readonly string[];
}

const STATES = `
Andhra Pradesh: Visakhapatnam, Vijayawada, Guntur, Nellore, Kurnool, Kadapa, Anantapur, Tirupati, Kakinada, Rajahmundry, Ongole, Chittoor, Adoni, Hindupur, Nandyal, Madanapalle, Eluru
Arunachal Pradesh: Itanagar, Naharlagun, Pasighat, Tawang, Ziro, Bomdila, Tezu, Aalo
Assam: Guwahati, Silchar, Dibrugarh, Jorhat, Nagaon, Dhubri, Barpeta, Goalpara, Karimganj, Hojai, Tezpur, Bongaigaon, Hailakandi, Tinsukia
Bihar: Patna, Gaya, Bhagalpur, Muzaffarpur, Darbhanga, Purnia, Kishanganj, Katihar, Araria, Siwan, Gopalganj, Begusarai, Munger, Bihar Sharif, Sasaram, Arrah, Chhapra, Motihari, Bettiah, Sitamarhi, Madhubani, Samastipur
Chhattisgarh: Raipur, Bhilai, Bilaspur, Durg, Korba, Rajnandgaon, Raigarh, Jagdalpur, Ambikapur
Goa: Panaji, Margao, Vasco da Gama, Mapusa, Ponda, Bicholim
Gujarat: Ahmedabad, Surat, Vadodara, Rajkot, Bhavnagar, Jamnagar, Junagadh, Gandhinagar, Bharuch, Godhra, Anand, Navsari, Palanpur, Patan, Porbandar, Bhuj, Morbi, Veraval, Himmatnagar
Haryana: Gurugram, Faridabad, Nuh, Panipat, Ambala, Yamunanagar, Karnal, Hisar, Rohtak, Sonipat, Punhana, Firozpur Jhirka, Sirsa, Kaithal, Jind
Himachal Pradesh: Shimla, Mandi, Solan, Dharamshala, Kullu, Nahan, Paonta Sahib, Una, Hamirpur, Chamba
Jharkhand: Ranchi, Jamshedpur, Dhanbad, Bokaro Steel City, Hazaribagh, Deoghar, Giridih, Pakur, Sahebganj, Godda, Dumka, Lohardaga, Ramgarh
Karnataka: Bengaluru, Mysuru, Mangaluru, Hubballi, Dharwad, Belagavi, Kalaburagi, Bidar, Vijayapura, Raichur, Ballari, Davanagere, Shivamogga, Tumakuru, Bhatkal, Hassan, Kolar, Chitradurga, Udupi, Mandya
Kerala: Thiruvananthapuram, Kochi, Kozhikode, Malappuram, Thrissur, Kannur, Kollam, Palakkad, Kasaragod, Alappuzha, Kottayam, Kalpetta, Manjeri, Tirur, Perinthalmanna, Ponnani, Pathanamthitta, Thodupuzha
Madhya Pradesh: Bhopal, Indore, Jabalpur, Gwalior, Ujjain, Sagar, Burhanpur, Ratlam, Dewas, Khandwa, Mandsaur, Satna, Rewa, Shajapur, Vidisha, Neemuch, Guna, Chhindwara
Maharashtra: Mumbai, Pune, Nagpur, Nashik, Thane, Navi Mumbai, Mumbra, Bhiwandi, Malegaon, Chhatrapati Sambhajinagar, Solapur, Kolhapur, Amravati, Akola, Nanded, Jalgaon, Latur, Beed, Parbhani, Sangli
Manipur: Imphal, Thoubal, Lilong, Bishnupur, Churachandpur, Kakching, Ukhrul
Meghalaya: Shillong, Tura, Jowai, Nongstoin, Williamnagar, Baghmara
Mizoram: Aizawl, Lunglei, Champhai, Kolasib, Serchhip, Saiha
Nagaland: Kohima, Dimapur, Mokokchung, Tuensang, Wokha, Mon
Odisha: Bhubaneswar, Cuttack, Rourkela, Berhampur, Sambalpur, Balasore, Bhadrak, Puri, Jajpur, Kendrapara
Punjab: Ludhiana, Amritsar, Jalandhar, Patiala, Bathinda, Malerkotla, Mohali, Pathankot, Hoshiarpur, Moga, Sangrur, Firozpur
Rajasthan: Jaipur, Jodhpur, Udaipur, Kota, Ajmer, Bikaner, Alwar, Bhilwara, Tonk, Sikar, Jhunjhunu, Nagaur, Churu, Bharatpur, Sawai Madhopur, Barmer, Jaisalmer, Chittorgarh, Pali
Sikkim: Gangtok, Namchi, Gyalshing, Mangan, Rangpo, Singtam, Jorethang
Tamil Nadu: Chennai, Coimbatore, Madurai, Tiruchirappalli, Salem, Tirunelveli, Vellore, Erode, Tiruppur, Thoothukudi, Ambur, Vaniyambadi, Kayalpattinam, Nagapattinam, Thanjavur, Dindigul, Kumbakonam, Ramanathapuram, Kilakarai, Melvisharam
Telangana: Hyderabad, Secunderabad, Warangal, Nizamabad, Karimnagar, Khammam, Mahabubnagar, Nalgonda, Adilabad, Sangareddy, Zaheerabad, Bodhan, Siddipet, Medak, Suryapet, Mancherial
Tripura: Agartala, Udaipur, Dharmanagar, Kailashahar, Belonia, Khowai
Uttar Pradesh: Lucknow, Kanpur, Agra, Aligarh, Meerut, Moradabad, Bareilly, Rampur, Saharanpur, Muzaffarnagar, Ghaziabad, Noida, Prayagraj, Varanasi, Gorakhpur, Azamgarh, Mau, Jaunpur, Amroha, Sambhal, Bijnor, Deoband, Shamli, Firozabad, Mathura, Jhansi, Ayodhya, Sitapur, Bahraich, Shahjahanpur, Budaun
Uttarakhand: Dehradun, Haridwar, Roorkee, Haldwani, Rudrapur, Kashipur, Nainital, Rishikesh, Jaspur, Kichha
West Bengal: Kolkata, Howrah, Asansol, Durgapur, Siliguri, Baharampur, Jangipur, English Bazar, Krishnanagar, Barasat, Basirhat, Bardhaman, Kharagpur, Haldia, Uluberia, Diamond Harbour, Raiganj, Cooch Behar, Jalpaiguri, Domkal
`;

const UNION_TERRITORIES = `
Andaman and Nicobar Islands: Sri Vijaya Puram, Car Nicobar, Diglipur, Mayabunder, Rangat, Swaraj Dweep
Chandigarh: Chandigarh, Manimajra, Burail, Dhanas, Maloya, Khuda Lahora
Dadra and Nagar Haveli and Daman and Diu: Daman, Diu, Silvassa, Naroli, Khanvel, Moti Daman
Delhi: New Delhi, Central Delhi, North Delhi, South Delhi, East Delhi, West Delhi, North East Delhi, North West Delhi, South West Delhi, South East Delhi, Shahdara, Old Delhi, Jamia Nagar, Okhla, Seelampur, Jafrabad, Mustafabad, Daryaganj, Chandni Chowk, Dwarka, Rohini, Laxmi Nagar, Zakir Nagar, Nizamuddin
Jammu and Kashmir: Srinagar, Jammu, Anantnag, Baramulla, Sopore, Kupwara, Pulwama, Budgam, Shopian, Kathua, Udhampur, Rajouri, Poonch, Doda, Kishtwar, Ganderbal, Bandipora, Kulgam
Ladakh: Leh, Kargil, Diskit, Padum, Drass, Nyoma
Lakshadweep: Kavaratti, Agatti, Amini, Andrott, Minicoy, Kalpeni, Kadmat
Puducherry: Puducherry, Karaikal, Mahe, Yanam, Ozhukarai, Villianur
`;

function parse(block: string, kind: IndianState['kind']): IndianState[] {
  return block
    .trim()
    .split('\n')
    .map((line) => {
      const at = line.indexOf(':');
      const cities = line
        .slice(at + 1)
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean);
      return { name: line.slice(0, at).trim(), kind, cities: [...new Set(cities)] };
    });
}

/** All 36 states and union territories of India, states first, each in alphabetical order. */
export const INDIA_STATES: readonly IndianState[] = [
  ...parse(STATES, 'state'),
  ...parse(UNION_TERRITORIES, 'union territory'),
];

/** The state or union territory called `name`, or undefined. */
export function findIndianState(name: string): IndianState | undefined {
  return INDIA_STATES.find((s) => s.name === name);
}
